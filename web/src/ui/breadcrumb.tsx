import { Fragment } from 'react';
import { Link } from 'react-router';
import { useIntl } from 'react-intl';

export interface Crumb {
  /** Empty while still loading: only the separator before it shows ('Dashboard >'). */
  label: string;
  /** Omitted on the current page. */
  to?: string;
}

/** Where the page sits: 'Dashboard > project > asset'. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'shell.breadcrumb' })}>
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-muted">
        {items.map((item, index) => (
          <Fragment key={`${index}-${item.label}`}>
            {/* '>' is a mirrored character: right to left the browser draws it as '<', pointing the reading way; a flip would undo that. */}
            {index > 0 && (
              <li aria-hidden="true" className="select-none">
                &gt;
              </li>
            )}
            <li className="min-w-0 truncate empty:hidden">
              {!item.label ? null : item.to ? (
                <Link to={item.to} className="hover:text-fg hover:underline">
                  {item.label}
                </Link>
              ) : (
                <span aria-current="page" className="font-medium text-fg">
                  {item.label}
                </span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
