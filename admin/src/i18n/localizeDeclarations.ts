import type {
  Choice,
  FieldDeclaration,
  FilterDeclaration,
  ResourceDeclaration,
} from '../resources/types';

type Translate = (key: string, options?: { _?: string }) => string;

const localizeChoices = (
  choices: readonly Choice[] | undefined,
  text: (id: string, fallback: string) => string,
): readonly Choice[] | undefined =>
  choices?.map((choice) => ({ ...choice, name: text(String(choice.id), choice.name) }));

/**
 * A declaration in the chosen language. Its names come from the API document (humanized) and
 * the admin files, in English; the dictionary gives the other language's under react-admin's
 * `resources.<name>.name` / `resources.<name>.fields.<source>` (i18n/ar-resources.ts). Whatever
 * the dictionary lacks stays as declared, so English needs no entries and a new resource or
 * field shows its English name until someone writes its Arabic. Every screen, input and
 * column reads the declaration, so this one pass turns them all.
 */
export const localizeDeclaration = (
  declaration: ResourceDeclaration,
  translate: Translate,
): ResourceDeclaration => {
  const key = (path: string, fallback: string) =>
    translate(`resources.${declaration.name}.${path}`, { _: fallback });
  /** An optional text: stays undefined when neither the declaration nor the dictionary has it. */
  const optional = (path: string, fallback: string | undefined) =>
    key(path, fallback ?? '') || undefined;
  const choiceText = (source: string) => (id: string, fallback: string) =>
    key(`choices.${source}.${id}`, fallback);

  const field = (each: FieldDeclaration): FieldDeclaration => ({
    ...each,
    label: key(`fields.${each.source}`, each.label),
    listLabel: optional(`columns.${each.source}`, each.listLabel),
    hint: optional(`hints.${each.source}`, each.hint),
    emptyText: optional(`empty_text.${each.source}`, each.emptyText),
    placeholder: optional(`placeholders.${each.source}`, each.placeholder),
    linkText: optional(`link_text.${each.source}`, each.linkText),
    detailLabel: optional(`detail_labels.${each.source}`, each.detailLabel),
    choices: localizeChoices(each.choices, choiceText(each.source)),
    lengthRule: each.lengthRule && {
      ...each.lengthRule,
      message: key(`rules.${each.source}`, each.lengthRule.message),
    },
    // A select's source stays as declared; only a dependent one's waiting text is translated.
    options: each.options?.dependsOn
      ? {
          ...each.options,
          dependsOn: {
            ...each.options.dependsOn,
            waitingText: optional(`waiting.${each.source}`, each.options.dependsOn.waitingText),
          },
        }
      : each.options,
  });
  const filter = (each: FilterDeclaration): FilterDeclaration => ({
    ...each,
    label: key(`filters.${each.source}`, each.label),
    choices: localizeChoices(each.choices, choiceText(each.source)),
  });

  return {
    ...declaration,
    label: key('name', declaration.label),
    itemLabel: optional('item', declaration.itemLabel),
    createLabel: optional('create', declaration.createLabel),
    searchLabel: optional('search', declaration.searchLabel),
    fields: declaration.fields.map(field),
    filters: declaration.filters?.map(filter),
    recordActions: declaration.recordActions?.map((action) => ({
      ...action,
      label: key(`actions.${action.action}.label`, action.label),
      done: key(`actions.${action.action}.done`, action.done),
    })),
  };
};

export const localizeDeclarations = (
  declarations: readonly ResourceDeclaration[],
  translate: Translate,
): ResourceDeclaration[] => declarations.map((each) => localizeDeclaration(each, translate));
