import { ToolToggle } from '../../annotate/tool-toggle.tsx';
import { CHECK_TOOLS, type CheckToolName } from './check-tools.tsx';
import { useIntl } from 'react-intl';

export interface CheckToolbarProps {
  tool: CheckToolName | null;
  onToolChange: (tool: CheckToolName | null) => void;
}

/**
 * The design checks' toggles, beside the drawing tools and looking like them: eyedropper, measure,
 * contrast. On a phone too, in the tools' one scrolling row: a tap reads a colour or picks a contrast pair.
 */
export function CheckToolbar({ tool, onToolChange }: CheckToolbarProps) {
  const intl = useIntl();
  return (
    <div role="group" aria-label={intl.formatMessage({ id: 'media.checks' })} className="flex items-center gap-0.5 rounded-md border border-line bg-surface p-0.5">
      {CHECK_TOOLS.map((item) => (
        <ToolToggle
          key={item.name}
          pressed={tool === item.name}
          label={intl.formatMessage({ id: item.label })}
          shortcut={item.key}
          title={intl.formatMessage({ id: 'media.checks.title' }, { tool: intl.formatMessage({ id: item.label }), key: item.key.toUpperCase(), hint: intl.formatMessage({ id: item.hint }) })}
          onClick={() => onToolChange(tool === item.name ? null : item.name)}
        >
          {item.icon}
        </ToolToggle>
      ))}
    </div>
  );
}
