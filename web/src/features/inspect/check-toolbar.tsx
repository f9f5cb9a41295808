import { ToolToggle } from '../../annotate/tool-toggle.tsx';
import { CHECK_TOOLS, type CheckToolName } from './check-tools.tsx';

export interface CheckToolbarProps {
  tool: CheckToolName | null;
  onToolChange: (tool: CheckToolName | null) => void;
}

/**
 * The design checks' toggles, beside the drawing tools and looking like them: eyedropper, measure,
 * contrast. On a phone too, in the tools' one scrolling row: a tap reads a colour or picks a contrast pair.
 */
export function CheckToolbar({ tool, onToolChange }: CheckToolbarProps) {
  return (
    <div role="group" aria-label="Design checks" className="flex items-center gap-0.5 rounded-md border border-line bg-surface p-0.5">
      {CHECK_TOOLS.map((item) => (
        <ToolToggle
          key={item.name}
          pressed={tool === item.name}
          label={item.label}
          shortcut={item.key}
          title={`${item.label} (${item.key.toUpperCase()}): ${item.hint}`}
          onClick={() => onToolChange(tool === item.name ? null : item.name)}
        >
          {item.icon}
        </ToolToggle>
      ))}
    </div>
  );
}
