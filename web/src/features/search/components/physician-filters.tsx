import { LIST_FILTER_MAX } from '@core/schemas/physician-constants';
import { usStatesByName } from '@core/search/states';
import { TagInput } from '../../../components/ui/tag-input';
import { languageOptions, npiError } from '../utils/physician-filters';
import { type FiltersChange, type SearchFilters, toggled } from '../utils/search-url';
import { CheckedTextField } from './checked-text-field';
import { DistanceFilter } from './distance-filter';
import { FilterSection } from './filter-section';
import { GraduationFilter } from './graduation-filter';
import { IntentFilters } from './intent-filters';
import { SelectTags } from '../../../components/ui/select-tags';

type Props = {
  filters: SearchFilters;
  onChange: (change: FiltersChange) => void;
  /** Field errors of the last search the API refused (400), by parameter. */
  fieldErrors?: Record<string, string[]> | undefined;
};

/** Alphabetical by name; the value is the code the API and the URL carry. */
const stateOptions = usStatesByName.map(([value, label]) => ({ value, label: `${label} (${value})` }));

/** Issue 16: the fields that set a physician apart, as filters. */
export function PhysicianFilters({ filters, onChange, fieldErrors }: Props) {
  return (
    <>
      <FilterSection title="Distance">
        <DistanceFilter nearZip={filters.nearZip} withinMiles={filters.withinMiles} apiError={fieldErrors?.nearZip?.[0]} onChange={onChange} />
      </FilterSection>
      <FilterSection title="License State">
        <SelectTags
          label="License State"
          options={stateOptions}
          selected={filters.licenseState}
          max={LIST_FILTER_MAX}
          placeholder="Add a license state"
          onToggle={(value, on) => onChange((f) => ({ licenseState: toggled(f.licenseState, value, on) }))}
        />
      </FilterSection>
      <FilterSection title="Board Certification">
        <TagInput
          label="Board Certification"
          hideLabel
          tags={filters.boardCertification}
          max={LIST_FILTER_MAX}
          separator={/,/}
          placeholder="e.g. Internal Medicine"
          onChange={(boardCertification) => onChange({ boardCertification })}
        />
      </FilterSection>
      <FilterSection title="Graduation Year">
        <GraduationFilter from={filters.graduationYearFrom} to={filters.graduationYearTo} onChange={onChange} />
      </FilterSection>
      <FilterSection title="Languages">
        <SelectTags
          label="Languages"
          options={languageOptions.map((value) => ({ value, label: value }))}
          selected={filters.language}
          max={LIST_FILTER_MAX}
          placeholder="Add a language"
          onToggle={(value, on) => onChange((f) => ({ language: toggled(f.language, value, on) }))}
        />
      </FilterSection>
      <FilterSection title="NPI">
        <CheckedTextField label="NPI number" value={filters.npi} check={npiError} completeAt={10} placeholder="10 digits" error={fieldErrors?.npi?.[0]} onCommit={(npi) => onChange({ npi })} />
      </FilterSection>
      <IntentFilters filters={filters} onChange={onChange} stateOptions={stateOptions} fieldErrors={fieldErrors} />
    </>
  );
}
