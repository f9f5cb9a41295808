import { Badge } from '../../../ui/badge.tsx';

/** A stage's settings worth a glance (Locked, Private…), as a labelled list so they are read as one. */
export function StageBadges({ badges, stageName }: { badges: string[]; stageName: string }) {
  if (badges.length === 0) return null;
  return (
    <ul aria-label={`Settings of ${stageName}`} className="flex flex-wrap gap-1.5">
      {badges.map((badge) => (
        <li key={badge}>
          <Badge className="h-5">{badge}</Badge>
        </li>
      ))}
    </ul>
  );
}
