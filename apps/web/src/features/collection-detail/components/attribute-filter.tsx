import { Accordion, Checkbox, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FilterSection } from '../../explore';
import { usePriceText } from '../../../lib/price/use-price-text';
import { useCollection, useCollectionAttributes } from '../hooks/use-collection-detail';
import { rangeOf, withRange } from '../model/trait-range';
import { TraitRangeFilter } from './trait-range-filter';
import { TraitValueList } from './trait-value-list';

type AttributeFilterProps = {
  collectionId: string;
  /** The text traits chosen, `type:value`. */
  value: string[];
  onChange: (value: string[]) => void;
  /** The numeric ranges applied, `type:min:max`. */
  ranges: string[];
  onRangesChange: (ranges: string[]) => void;
};

/**
 * Trait types of the collection, each a list of values with counts and, for a value with items on sale, its floor (as
 * Magic Eden's and OpenSea's sidebars show it), selected as `type:value`; a level or a stat is a range of numbers
 * instead, applied as `type:min:max`.
 */
export function AttributeFilter({ collectionId, value, onChange, ranges, onRangesChange }: AttributeFilterProps) {
  const { t } = useTranslation();
  const attributes = useCollectionAttributes(collectionId);
  // The page header read the collection already (same key); its currency is the floors' currency.
  const collection = useCollection(collectionId);
  const price = usePriceText(collection.data?.chain, collection.data?.paymentToken);
  const traits = attributes.data?.traits ?? [];
  if (traits.length === 0) return null;
  return (
    <FilterSection title={t('explore.filters.attributes')}>
      <Checkbox.Group value={value} onChange={onChange}>
        <Accordion multiple variant="contained" chevronPosition="right">
          {traits.map((trait) => (
            <Accordion.Item key={trait.traitType} value={trait.traitType}>
              <Accordion.Control data-trait-type={trait.traitType}>
                <Group justify="space-between" wrap="nowrap" pr="xs">
                  <Text size="sm" truncate>
                    {trait.traitType}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {trait.range ? `${trait.range.min}–${trait.range.max}` : trait.valueCount}
                  </Text>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                {trait.range ? (
                  <TraitRangeFilter
                    key={ranges.join('|')}
                    traitType={trait.traitType}
                    bounds={trait.range}
                    value={rangeOf(ranges, trait.traitType)}
                    onApply={(bounds) => onRangesChange(withRange(ranges, trait.traitType, bounds))}
                  />
                ) : (
                  <TraitValueList traitType={trait.traitType} values={trait.values} price={price} />
                )}
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Checkbox.Group>
    </FilterSection>
  );
}
