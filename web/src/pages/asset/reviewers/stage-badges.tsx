import { useIntl } from 'react-intl';
import { Badge } from '../../../ui/badge.tsx';

/** A stage's settings worth a glance (Locked, Private…), as a labelled list so they are read as one. */
export function StageBadges({ badges, stageName }: { badges: string[]; stageName: string }) {
  const intl = useIntl();
  if (badges.length === 0) return null;
  return (
    <ul aria-label={intl.formatMessage({ id: 'asset.stages.settingsOf' }, { stage: stageName })} className="flex flex-wrap gap-1.5">
      {badges.map((badge) => (
        <li key={badge}>
          <Badge className="h-5">{badge}</Badge>
        </li>
      ))}
    </ul>
  );
}
