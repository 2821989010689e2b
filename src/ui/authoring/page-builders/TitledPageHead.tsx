import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuthoredContributors, AuthoredTeacherPage } from '@application/authoring/page-authoring.port';
import { useAuthoringLabels } from '../authoring-labels';
import { DraftBuilderBar, type DraftBuilderBarProps } from '../biography-builder/ReadingBuilderBar';
import { BilingualPlainFields, requiredNameRules } from '../lesson-builder/fields';
import { PublishControl } from '../publish/PublishControl';
import type { PageEditing, TextKey } from './page-editing';
import { BilingualRichFields } from './page-fields';

const titleRules = requiredNameRules(() => import('@domain/authoring/authoring.schemas').then((m) => m.bilingualNameSchema));

type TitledPage = AuthoredTeacherPage | AuthoredContributors;

export interface TitledPageHeadProps<D extends TitledPage, F extends { readonly title: { en: string; es: string } }> {
  readonly draft: D;
  readonly editing: PageEditing<D, F>;
  readonly kind: string;
  readonly back: DraftBuilderBarProps['back'];
  readonly previewPath: string;
  readonly scope: 'teacher-page' | 'contributors';
  /** The page's rich text under its title (the teacher page's content, the contributors' introduction). */
  readonly text: { readonly key: TextKey<F>; readonly value: { readonly en: string; readonly es: string } | null; readonly labels: { readonly en: string; readonly es: string } };
}

/**
 * The head of a page named by its own title (the teacher page, the contributors page): its bar with
 * the page's own publish, its title required in English, and its text.
 */
export function TitledPageHead<D extends TitledPage, F extends { readonly title: { en: string; es: string } }>({ draft, editing, kind, back, previewPath, scope, text }: TitledPageHeadProps<D, F>) {
  const { t } = useTranslation();
  const labels = useAuthoringLabels();
  const { document: doc } = draft;
  const name = labels.text(doc.title);
  return (
    <>
      <DraftBuilderBar
        back={back}
        kind={kind}
        name={name}
        otherLanguage={labels.otherLanguage(doc.title)}
        publishState={draft.publishState}
        previewPath={previewPath}
        saver={editing.saver}
        status={{ received: true }}
        publish={<PublishControl scope={scope} targetId={draft.id} itemName={name} />}
      />
      <Stack gap="sm" maw={760}>
        <BilingualPlainFields
          labels={{ en: t('pbPageTitleEn'), es: t('pbPageTitleEs') }}
          value={doc.title}
          field="title"
          rules={titleRules}
          onSave={editing.language('title' as TextKey<F>)}
        />
        <BilingualRichFields labels={text.labels} value={text.value} onChange={(language, html) => void editing.language(text.key, 'optional')(language, html)} />
      </Stack>
    </>
  );
}
