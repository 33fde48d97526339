import { companyIndustryOptions, companyRevenueOptions, companySizeOptions, educationOptions } from '@core/schemas/physician';
import { CheckboxGroup } from '../../../components/ui/checkbox-group';
import type { SearchFilters } from '../utils/search-url';
import { FilterSection } from './filter-section';

type OptionKey = 'education' | 'companySize' | 'companyRevenue' | 'companyIndustry';

const groups: ReadonlyArray<{ key: OptionKey; title: string; options: readonly string[] }> = [
  { key: 'education', title: 'Education', options: educationOptions },
  { key: 'companySize', title: 'Company Size', options: companySizeOptions },
  { key: 'companyRevenue', title: 'Revenue Range', options: companyRevenueOptions },
  { key: 'companyIndustry', title: 'Industry', options: companyIndustryOptions },
];

type Props = { filters: SearchFilters; onChange: (patch: Partial<SearchFilters>) => void };

/** The four fixed option lists of spec core §9. */
export function OptionFilters({ filters, onChange }: Props) {
  return groups.map(({ key, title, options }) => (
    <FilterSection key={key} title={title}>
      <CheckboxGroup legend={title} hideLegend options={options.map((value) => ({ value }))} selected={filters[key]} onChange={(next) => onChange({ [key]: next })} />
    </FilterSection>
  ));
}
