import { ToolToggle } from '../../annotate/tool-toggle.tsx';
import { CHECK_TOOLS, type CheckToolName } from './check-tools.tsx';

export interface CheckToolbarProps {
  tool: CheckToolName | null;
  onToolChange: (tool: CheckToolName | null) => void;
}

/**
 * The design checks' toggles, beside the drawing tools and looking like them: eyedropper, measure,
 * contrast. Not on a phone: they want a precise pointer, and the design keeps the first screenful.
 */
export function CheckToolbar({ tool, onToolChange }: CheckToolbarProps) {
  return (
    <div role="group" aria-label="Design checks" className="flex items-center max-sm:hidden gap-0.5 rounded-md border border-line bg-surface p-0.5">
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
