import { useIntl } from 'react-intl';

/** An asset with nothing uploaded yet (made with a title only). */
export function NoVersions() {
  const intl = useIntl();
  return (
    <div className="flex min-h-[350px] flex-col items-center justify-center gap-1 rounded-lg border border-dashed border-line bg-surface p-6 text-center">
      <p className="font-medium">{intl.formatMessage({ id: 'asset.versions.empty' })}</p>
      <p className="text-sm text-muted">{intl.formatMessage({ id: 'asset.versions.emptyHint' })}</p>
    </div>
  );
}
