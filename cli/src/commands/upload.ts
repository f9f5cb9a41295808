import fs from 'node:fs';
import path from 'node:path';
import { answered, type ApiClient } from '../api/client.ts';
import { parseCommandArgs, parseId } from '../args.ts';
import { connect } from '../connect.ts';
import { CliError, EXIT, usageError } from '../errors.ts';
import { helpText } from '../help.ts';
import { print, printJson } from '../output.ts';
import { multipartForm } from '../upload/multipart.ts';
import { startProgress } from '../upload/progress.ts';
import type { Command } from './command.ts';

interface Uploaded {
  file: string;
  asset_id: number;
  title: string;
  version_id: number;
  version: number;
  /** The asset's page in the web app, for the people the upload is for. */
  url: string;
}

type Target = { project: number } | { asset: number; note?: string };

/**
 * With both --project and --asset, the file is a new version of the asset, once the asset is found
 * in that project: a pipeline that names both says where the version belongs, and a mismatch (a
 * copied step with a stale id) is refused before anything is sent.
 */
async function checkAssetInProject(client: ApiClient, asset: number, project: number) {
  const { data } = await answered(client.GET('/api/v1/assets/{id}', { params: { path: { id: asset } } }));
  if (data.project_id !== project) {
    throw usageError(`Asset ${asset} is in project ${data.project_id}, not project ${project}: give its own project with --project, or leave --project out`);
  }
}

interface LocalFile {
  path: string;
  size: number;
}

/** Every file exists and can be read before anything is sent, so a typo does not leave half a build uploaded. */
function checkFiles(files: string[]): LocalFile[] {
  if (!files.length) throw usageError('Name at least one file to upload');
  return files.map((file) => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) throw usageError(`No such file: ${file}`);
    if (!stat.isFile()) throw usageError(`Not a file: ${file}`);
    try {
      fs.accessSync(file, fs.constants.R_OK);
    } catch {
      throw usageError(`Cannot read ${file}`);
    }
    return { path: file, size: stat.size };
  });
}

async function uploadOne(client: ApiClient, url: string, target: Target, file: LocalFile): Promise<Uploaded> {
  const progress = startProgress(path.basename(file.path), file.size);
  try {
    if ('project' in target) {
      const form = multipartForm({ project_id: target.project, design_file: file.path }, 'design_file', file.size, progress.sent);
      const { data: asset } = await answered(client.POST('/api/v1/upload/design_files', form));
      const newest = asset.versions[0];
      if (!newest) throw new CliError(`The server made asset ${asset.id} without a version.`, EXIT.failure);
      return { file: file.path, asset_id: asset.id, title: asset.title, version_id: newest.id, version: newest.version, url: `${url}/asset/${asset.id}` };
    }
    const form = multipartForm({ asset_id: target.asset, note: target.note, design_file: file.path }, 'design_file', file.size, progress.sent);
    const { data: version } = await answered(client.POST('/api/v1/versions', form));
    return { file: file.path, asset_id: version.asset_id, title: version.asset.title, version_id: version.id, version: version.version, url: `${url}/asset/${version.asset_id}` };
  } finally {
    progress.done();
  }
}

export const upload: Command = {
  summary: 'upload files as new assets of a project, or one file as a new version of an asset',
  help: helpText({
    usage: 'review upload <files…> --project P | review upload <file> --asset A [--project P] [--note "…"]',
    description: [
      'Each file becomes a new asset of project P. With --asset A, the file becomes a new version of',
      'asset A instead: its reviewers are asked again; with --project P too, only when A is in P.',
      'Prints one line per file (the asset, its version and its page); progress goes to stderr: a line',
      'redrawn with the percentage sent in a terminal, else a line at 25, 50, 75 and 100%.',
    ].join('\n'),
    options: [
      ['--project P', 'the project that gets a new asset per file (with --asset: the project A is in)'],
      ['--asset A', 'the asset that gets the file as its new version'],
      ['--note "…"', 'the new version\'s note (with --asset), e.g. the build it comes from'],
    ],
    exits: { 0: 'every file uploaded' },
  }),
  async run(args) {
    const { values, positionals } = parseCommandArgs(args, { project: { type: 'string' }, asset: { type: 'string' }, note: { type: 'string' }, json: { type: 'boolean' } }, true);
    const project = values.project === undefined ? undefined : parseId('project', values.project);
    const asset = values.asset === undefined ? undefined : parseId('asset', values.asset);
    if (asset === undefined && values.note !== undefined) throw usageError('--note goes with --asset: a new asset has no version note');
    if (asset !== undefined && positionals.length > 1) throw usageError('--asset takes one file: each file would be a version of its own');
    let target: Target;
    if (asset !== undefined) target = { asset, note: values.note };
    else if (project !== undefined) target = { project };
    else throw usageError('Give --project (new assets) or --asset (a new version)');
    const files = checkFiles(positionals);
    const { client, url } = connect();
    if (asset !== undefined && project !== undefined) await checkAssetInProject(client, asset, project);

    const uploaded: Uploaded[] = [];
    for (const file of files) {
      let done: Uploaded;
      try {
        done = await uploadOne(client, url, target, file);
      } catch (error) {
        if (!(error instanceof CliError)) throw error;
        // Which file failed, and what had been uploaded before it, for whoever runs the build again.
        throw new CliError(`${file.path}: ${error.message}`, error.exitCode, { ...error.details, uploaded });
      }
      uploaded.push(done);
      if (!values.json) print(`Uploaded ${done.file} as asset ${done.asset_id} (${done.title}), version ${done.version}: ${done.url}`);
    }
    if (values.json) printJson({ uploaded });
    return EXIT.ok;
  },
};
