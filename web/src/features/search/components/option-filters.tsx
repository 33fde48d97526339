import { companyIndustryOptions, companyRevenueOptions, companySizeOptions, educationOptions } from '@core/schemas/physician-constants';
import { CheckboxGroup } from '../../../components/ui/checkbox-group';
import { type FiltersChange, type SearchFilters, toggled } from '../utils/search-url';
import { FilterSection } from './filter-section';

type OptionKey = 'education' | 'companySize' | 'companyRevenue' | 'companyIndustry';

const groups: ReadonlyArray<{ key: OptionKey; title: string; options: readonly string[] }> = [
  { key: 'education', title: 'Education', options: educationOptions },
  { key: 'companySize', title: 'Company Size', options: companySizeOptions },
  { key: 'companyRevenue', title: 'Revenue Range', options: companyRevenueOptions },
  { key: 'companyIndustry', title: 'Industry', options: companyIndustryOptions },
];

type Props = { filters: SearchFilters; onChange: (change: FiltersChange) => void };

/** The four fixed option lists of spec core §9. */
export function OptionFilters({ filters, onChange }: Props) {
  return groups.map(({ key, title, options }) => (
    <FilterSection key={key} title={title}>
      <CheckboxGroup
        legend={title}
        hideLegend
        options={options.map((value) => ({ value }))}
        selected={filters[key]}
        onToggle={(value, on) => onChange((f) => ({ [key]: toggled(f[key], value, on) }))}
      />
    </FilterSection>
  ));
}
