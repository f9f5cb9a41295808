import { useNavigate } from 'react-router';
import type { Asset } from '@review/contract/assets';
import { DropdownMenu, MenuItem } from '../../ui/dropdown-menu.tsx';
import { IconButton } from '../../ui/icon-button.tsx';
import { MoreIcon } from '../projects/project-icons.tsx';
import { reviewersPanelPath } from '../reviews/reviewers-panel-path.ts';

/** A card's actions: open its review screen, or open it on the Reviewers panel. */
export function CardMenu({ asset }: { asset: Pick<Asset, 'id' | 'title'> }) {
  const navigate = useNavigate();
  return (
    <DropdownMenu trigger={<IconButton label={`Actions for ${asset.title}`} className="size-8"><MoreIcon /></IconButton>}>
      <MenuItem onSelect={() => void navigate(`/asset/${asset.id}`)}>Open</MenuItem>
      <MenuItem onSelect={() => void navigate(reviewersPanelPath(asset.id))}>Reviewers…</MenuItem>
    </DropdownMenu>
  );
}
