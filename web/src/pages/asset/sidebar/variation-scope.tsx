import { useIntl } from 'react-intl';
import { CheckboxField } from '../../../ui/checkbox-field.tsx';

/** 'All variations': list the threads of every variation, not only the one on screen. */
export function VariationScope({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const intl = useIntl();
  return <CheckboxField label={intl.formatMessage({ id: 'asset.scope.allVariations' })} checked={checked} onChange={(event) => onChange(event.target.checked)} />;
}
