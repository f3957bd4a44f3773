import type { SearchOptions } from '@forecourt/contracts';
import type { RecentSearchLabelOptions } from '@forecourt/saved-items';

type Label = NonNullable<RecentSearchLabelOptions['label']>;

/**
 * The display name of a search criterion's code from the reference data (spec 000 s3 "makes, models (with trims
 * ...), vehicle styles, exterior color groups"), as the saved-items labels take it: 'HONDA' reads 'Honda'. A code
 * the data does not know, or a criterion it has no names for, is left to the caller (the code itself is shown).
 */
export function referenceLabel(options: SearchOptions | undefined): Label {
  if (!options) return () => undefined;
  const names = (list: readonly { code: string; name: string }[]) =>
    new Map(list.map((item) => [item.code, item.name]));
  const makes = names(options.makes);
  const models = names(options.models);
  const trims = names(options.models.flatMap((model) => model.trims));
  const styles = names(options.vehicleStyles);
  const colors = names(options.extColorGroups);
  const byCriterion: Partial<Record<Parameters<Label>[0], Map<string, string>>> = {
    make: makes,
    model: models,
    trim: trims,
    style: styles,
    color: colors,
  };
  return (criterion, code) => byCriterion[criterion]?.get(code);
}
