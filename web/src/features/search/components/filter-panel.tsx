import { memo } from 'react';
import { TagInput } from '../../../components/ui/tag-input';
import { type FiltersChange, keywordTags, type SearchFilters, toggled } from '../utils/search-url';
import { FilterSection } from './filter-section';
import { LocationFilter } from './location-filter';
import { MyCandidatesFilter } from './my-candidates-filter';
import { OptionFilters } from './option-filters';
import { PhysicianFilters } from './physician-filters';
import { SkillsFilter } from './skills-filter';
import { SpecialtyFilter } from './specialty-filter';

type Props = {
  filters: SearchFilters;
  onChange: (change: FiltersChange) => void;
  /** Field errors of the last search the API refused, shown at their controls. */
  fieldErrors?: Record<string, string[]> | undefined;
};

/**
 * Every control of the spec core §2 filter panel; each change goes straight to the URL.
 * Memoised: an answer arriving re-renders the search page, and the panel (hundreds of
 * controls and options) changes only with the filters (issue 24: the task after the answer).
 */
export const FilterPanel = memo(function FilterPanel({ filters, onChange, fieldErrors }: Props) {
  return (
    <div className="space-y-4">
      <FilterSection title="Keywords">
        <TagInput
          label="Keywords"
          hideLabel
          tags={keywordTags(filters.query)}
          max={10}
          separator={/\s+/}
          placeholder="Type a name, skill or term and press Enter"
          onChange={(tags) => onChange({ query: tags.join(' ') })}
        />
      </FilterSection>
      <FilterSection title="Location">
        <LocationFilter city={filters.city} state={filters.state} onChange={onChange} />
      </FilterSection>
      <FilterSection title="Job Title">
        <TagInput label="Job Title" hideLabel tags={filters.title} max={5} separator={/,/} placeholder="Add a job title" onChange={(title) => onChange({ title })} />
      </FilterSection>
      <FilterSection title="Company">
        <TagInput
          label="Company"
          hideLabel
          tags={filters.organization}
          max={5}
          placeholder="Add a company"
          onChange={(organization) => onChange({ organization })}
        />
      </FilterSection>
      <FilterSection title="Specialty">
        <SpecialtyFilter
          filters={filters}
          onToggle={(value, on) => onChange((f) => ({ specialtyExact: toggled(f.specialtyExact, value, on) }))}
          onChange={(specialty) => onChange({ specialty })}
        />
      </FilterSection>
      <PhysicianFilters filters={filters} onChange={onChange} fieldErrors={fieldErrors} />
      <OptionFilters filters={filters} onChange={onChange} />
      <MyCandidatesFilter filters={filters} onChange={onChange} />
      <FilterSection title="Skills">
        <SkillsFilter skills={filters.skills} skillsSearch={filters.skillsSearch} onChange={onChange} />
      </FilterSection>
    </div>
  );
});
