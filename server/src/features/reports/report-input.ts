import type { Annotation } from '@review/contract/comments';
import type { Locale } from '@review/contract/locales';

/** A picture on disk for the renderer: a rendering of a page, or an attachment. */
export interface LocalImage {
  path: string;
  width: number;
  height: number;
}

export interface ReportPerson {
  name: string;
  decision: 'approved' | 'changes_requested' | 'pending';
  note: string | null;
  decided_at: string | null;
}

export interface ReportThread {
  number: number;
  author: string;
  created_at: string;
  text: string;
  /** The drawn mark in the page's pixels; the renderer cuts its area out of the page's rendering. */
  annotation: Annotation | null;
  /** On a video: its frame or range with their timecodes ('00:00:41:16 (frame 1000)'); null for stills and a whole video. */
  frames: string | null;
  /** Picture files attached to the comment (anything else is left out by the renderer). */
  attachments: string[];
  /** Each emoji with how many gave it. */
  reactions: { emoji: string; count: number }[];
  resolved: { by: string; at: string } | null;
  replies: { author: string; created_at: string; text: string; reactions: { emoji: string; count: number }[] }[];
}

/**
 * One page of one variation, its rendering in the page's pixel frame, and the threads about it. A
 * video's pages are its frames that threads are about, each rendered as that exact frame.
 */
export interface ReportPage {
  label: string;
  /** The page's size in pixels: the frame of the marks' points. */
  width: number;
  height: number;
  rendering: LocalImage | null;
  threads: ReportThread[];
}

/** One stage of a review of several: its name, where it stands on the version, and its decisions. */
export interface ReportStage {
  name: string;
  /** 'Approved', 'In review', 'Waiting'…, as the heading shows it. */
  state: string;
  people: ReportPerson[];
}

export interface ReportVersion {
  number: number;
  /** When its first variation is a video: its length, frame rate and frames ('video, 0:41.67, 23.976 fps, 1,000 frames'). */
  video: string | null;
  reviewers: ReportPerson[];
  /** The decisions by stage when the review has several stages (then `reviewers` is not shown); null for one stage. */
  stages: ReportStage[] | null;
  pages: ReportPage[];
}

export interface AssetReportInput {
  kind: 'asset';
  projectName: string;
  title: string;
  status: string;
  outcome: string;
  /** Where a review of several stages stands ('Stage 2 of 3 running: Client, due 2026-12-01'); null for one stage. */
  stage: string | null;
  versions: ReportVersion[];
}

export interface ProjectReportInput {
  kind: 'project';
  projectName: string;
  assets: { title: string; status: string; outcome: string; stage: string | null; version: number | null; openComments: number; decisions: ReportPerson[]; thumbnail: LocalImage | null }[];
}

/** What the renderer process needs to write a report: everything read, every picture on disk. */
export type ReportInput = (AssetReportInput | ProjectReportInput) & {
  paper: 'A4' | 'LETTER';
  /** The requester's language: every word of the report's own, its dates, and the PDF's `/Lang`. */
  locale: Locale;
  /** When the report was made, as the reader's calendar shows it (formatted by the server). */
  generatedAt: string;
  timeZone: string;
  outPath: string;
};
