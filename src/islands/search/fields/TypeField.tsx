/** The property type and, where the types in the catalog have them, its subtypes. */
import type { Objektart } from '~/domain/listing';
import type { FormOptions } from '~/domain/search/filter';
import type { FieldProps } from './field-props';
import { inputCls, labelCls } from './styles';

export function TypeField({ text, query, set, options }: FieldProps & { options: FormOptions }) {
  const s = text.s;
  const v = text.vocab;
  return (
    <>
      <div>
        <label className={labelCls} htmlFor="f-objektart">
          {s['form.type']}
        </label>
        <select
          id="f-objektart"
          name="objektart"
          className={`${inputCls} mt-1.5`}
          value={query.objektart.length > 1 ? '__several' : (query.objektart[0] ?? '')}
          onChange={(e) => set({ objektart: e.target.value ? [e.target.value as Objektart] : [], untergruppe: [] })}
        >
          <option value="">{s['form.typeAny']}</option>
          {query.objektart.length > 1 && (
            <option value="__several" disabled>
              {s['form.typeSeveral']}
            </option>
          )}
          {options.objektarten.map((o) => (
            <option key={o.value} value={o.value}>
              {v.objektart[o.value] ?? o.value}
            </option>
          ))}
        </select>
      </div>
      <SubtypeField text={text} query={query} set={set} options={options} />
    </>
  );
}

/**
 * Every subtype group is rendered once and those of other types are hidden: a type change then toggles attributes
 * of a dozen groups instead of removing and creating their options (it is the change's frame the visitor waits for).
 */
function SubtypeField({ text, query, set, options }: FieldProps & { options: FormOptions }) {
  const s = text.s;
  const v = text.vocab;
  const oneType = query.objektart.length === 1 ? query.objektart[0]! : null;
  const groups = options.objektarten.map((o) => o.value).filter((o) => options.subtypes[o]?.length);
  if (!groups.some((o) => !oneType || o === oneType)) return null;
  return (
    <div>
      <label className={labelCls} htmlFor="f-untergruppe">
        {s['form.subtype']}
      </label>
      <select
        id="f-untergruppe"
        name="untergruppe"
        className={`${inputCls} mt-1.5`}
        value={query.untergruppe[0] ?? ''}
        onChange={(e) => set({ untergruppe: e.target.value ? [e.target.value] : [] })}
      >
        <option value="">{s['form.subtypeAny']}</option>
        {groups.map((o) => (
          <optgroup
            key={o}
            label={v.objektart[o] ?? o}
            hidden={!!oneType && o !== oneType}
            disabled={!!oneType && o !== oneType}
          >
            {options.subtypes[o]!.map((sub) => (
              <option key={`${o}:${sub}`} value={sub}>
                {v.subtype[`${o}:${sub}`] ?? sub}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}
