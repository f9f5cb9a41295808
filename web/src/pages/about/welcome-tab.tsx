import { PLANS } from '@review/contract/plans';
import { COMMUNITY_URL } from '../../features/support/contacts.ts';
import { useCurrentUser } from '../../features/session/use-session.ts';

const STEPS = [
  'Create a project for a client or a piece of work.',
  'Upload your designs as assets; add new versions as the work moves on.',
  'Invite your team and clients to comment, draw on the image and approve.',
];

export function WelcomeTab() {
  const user = useCurrentUser();
  const systemInfo = [
    ['Version', __APP_VERSION__],
    ['Signed in as', user.email],
    ['Plan', PLANS[user.plan].title],
    ['Time zone', Intl.DateTimeFormat().resolvedOptions().timeZone],
  ];
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <p className="text-base">
        A place to collect feedback on design work. Organise work into projects, upload designs as assets, and gather comments, drawn annotations and
        approvals from your team and clients in one place — fewer rounds, clearer decisions.
      </p>
      <section aria-labelledby="getting-started" className="flex flex-col gap-2">
        <h2 id="getting-started" className="text-base font-semibold">
          Getting started
        </h2>
        <ol className="list-decimal space-y-1 ps-5 text-sm">
          {STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <p className="text-sm">
        Questions, tips and show-and-tell:{' '}
        <a href={COMMUNITY_URL} target="_blank" rel="noreferrer" className="font-medium text-accent-text underline-offset-2 hover:underline">
          join the community
        </a>
        .
      </p>
      <section aria-labelledby="system-info" className="flex flex-col gap-2">
        <h2 id="system-info" className="text-base font-semibold">
          System information
        </h2>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-sm">
          {systemInfo.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted">{label}</dt>
              <dd className="break-all">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
