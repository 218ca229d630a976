import type { Localized, MetaobjectRecord } from '../../catalog/model.js';
import { toGid } from '../../shopify/gid.js';
import { isoSeconds } from '../dates.js';
import { FILTER_GROUPS, type FilterGroup } from '../families/filter-groups.js';
import type { IdAllocator } from '../ids.js';
import { slugify } from '../text.js';

/** The `product_filter` metaobjects (label, value, group), one per distinct facet value, shared by products. */
export class FilterRegistry {
  private readonly byHandle = new Map<string, MetaobjectRecord>();
  /** Gids by group and English value: most products repeat values, so the handle is built once. */
  private readonly gids = new Map<string, string>();

  constructor(
    private readonly ids: IdAllocator,
    private readonly referenceDate: Date,
  ) {}

  /** The gid of the filter metaobject for a group and value, created on first use. */
  gid(group: FilterGroup, value: Localized): string {
    const key = `${group}\u0000${value.en}`;
    const known = this.gids.get(key);
    if (known) return known;
    const handle = `${group}-${slugify(value.en) || 'none'}`;
    let record = this.byHandle.get(handle);
    if (!record) {
      record = {
        id: this.ids.next('metaobject'),
        type: 'product_filter',
        handle,
        fields: [
          { key: 'label', type: 'single_line_text_field', value: FILTER_GROUPS[group] },
          { key: 'value', type: 'single_line_text_field', value },
          { key: 'group', type: 'single_line_text_field', value: group },
        ],
        updatedAt: isoSeconds(this.referenceDate),
      };
      this.byHandle.set(handle, record);
    }
    const gid = toGid('Metaobject', record.id);
    this.gids.set(key, gid);
    return gid;
  }

  records(): MetaobjectRecord[] {
    return [...this.byHandle.values()].sort((a, b) => a.id - b.id);
  }
}
