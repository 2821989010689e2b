import { lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthoredUnitDraft } from '@application/authoring/unit-details-authoring.port';
import type { UnitVideoFields } from '@domain/authoring/unit-details.schemas';
import type { UnitVideo } from '@domain/content/unit.schemas';
import type { Language } from '@domain/shared/constants';
import { LoadedOnFirstOpen } from '../../common/LoadedOnFirstOpen';
import { useDialogOpener } from '../../common/use-dialog-opener';
import { useAuthoringLabels } from '../authoring-labels';
import { optionalText } from '../biography-builder/reading-texts';
import type { SaveOutcome } from '../lesson-builder/draft-saver';
import { withLanguage } from '../lesson-builder/draft-parts';
import { BilingualPlainFields, lazyRuleOf, requiredNameRules, RuleField } from '../lesson-builder/fields';
import { ImageChoiceField } from '../page-builders/ImageChoiceField';
import { inOrder, withoutRow, withRow } from '../page-builders/page-bodies';
import { BilingualRichFields } from '../page-builders/page-fields';
import { PageRowList } from '../page-builders/PageRowList';
import type { UnitDetailsChange } from './UnitDetailsSection';
import { videoFieldsOf } from './unit-video-fields';

// Loaded when first opened: the builder shows without Mantine's Modal and the video's zod rules.
const AddUnitVideoModal = lazy(() => import('./AddUnitVideoModal').then((m) => ({ default: m.AddUnitVideoModal })));

const unitDetailsSchemas = () => import('@domain/authoring/unit-details.schemas');
const titleRules = requiredNameRules(() => unitDetailsSchemas().then((m) => m.unitVideoFieldsSchema.shape.title));
const addressRule = lazyRuleOf(() => unitDetailsSchemas().then((m) => m.unitVideoAddressSchema));

export interface UnitVideosProps {
  readonly videos: readonly UnitVideo[];
  readonly save: (change: UnitDetailsChange) => Promise<SaveOutcome<AuthoredUnitDraft>>;
  /** While a change is saved nothing moves. */
  readonly busy: boolean;
}

/**
 * The unit's videos (product-spec §3 Unit; the students' videos page): add one (title and address
 * first), edit its title, description, address and poster, reorder by dragging or Move up / Move
 * down, remove after confirming. Every change saves the whole list as it is when the change runs.
 */
export function UnitVideos({ videos, save, busy }: UnitVideosProps) {
  const { t } = useTranslation();
  const labels = useAuthoringLabels();
  // The dialog's answer to the list's Add (see `rows.add`).
  const [adding, setAdding] = useState<((id: number | null) => void) | null>(null);
  const addDialog = useDialogOpener();
  // Focus goes back to the list's Add once the change that closed the dialog is saved: the button is
  // disabled while a change is saved, and a disabled button cannot take focus.
  const [focusBack, setFocusBack] = useState(false);
  useEffect(() => {
    if (!focusBack || busy) return;
    setFocusBack(false);
    addDialog.closing();
  }, [focusBack, busy, addDialog]);
  const ordered = [...videos].sort((a, b) => a.order - b.order);
  const nameOf = (video: UnitVideo) => t('udVideoNamed', { order: video.order, title: labels.text(video.title) });
  const saveList = (change: (now: UnitVideoFields[]) => UnitVideoFields[]) => save((latest) => ({ videos: change(videoFieldsOf(latest)) }));
  const edit = (id: number, change: (now: UnitVideoFields) => Partial<UnitVideoFields>) => saveList((now) => withRow(now, id, change));

  const add = async (video: UnitVideoFields) => {
    const outcome = await saveList((now) => [...now, video]);
    if (outcome.ok) {
      // The new one is the list's last video once saved.
      adding?.(videoFieldsOf(outcome.draft).at(-1)?.id ?? null);
      setAdding(null);
      setFocusBack(true);
    }
    return outcome;
  };

  const rows = {
    // The promise answers the new video's id once the dialog saved it (null when the dialog is closed).
    add: () => {
      addDialog.opening();
      return new Promise<number | null>((resolve) => setAdding(() => resolve));
    },
    move: (ids: readonly number[]) => saveList((now) => inOrder(now, ids)),
    remove: (id: number) => saveList((now) => withoutRow(now, id)),
  };

  return (
    <>
      <PageRowList
        title={t('udVideos')}
        items={ordered}
        itemLabel={nameOf}
        empty={t('udVideosEmpty')}
        addLabel={t('udAddVideo')}
        rows={rows}
        // A video starts from the dialog (its address has no default): Add opens it, and the row comes from there.
        newRow={null}
        busy={busy}
        renderEditor={(video, index) => {
          const field = (name: string) => `videos.${index}.${name}`;
          const saveTitle = (language: Language, text: string) => edit(video.id, (now) => ({ title: withLanguage(now.title, language, text) }));
          const saveDescription = (language: Language, html: string) => void edit(video.id, (now) => ({ description: optionalText(withLanguage(now.description, language, html)) }));
          return (
            <>
              <BilingualPlainFields labels={{ en: t('udVideoTitleEn'), es: t('udVideoTitleEs') }} value={video.title} field={field('title')} rules={titleRules} onSave={saveTitle} />
              <RuleField
                label={t('udVideoAddress')}
                description={t('udVideoAddressHint')}
                inputMode="url"
                value={video.videoUrl}
                field={field('videoUrl')}
                parse={addressRule}
                onSave={(videoUrl) => edit(video.id, () => ({ videoUrl }))}
              />
              <BilingualRichFields labels={{ en: t('udVideoDescriptionEn'), es: t('udVideoDescriptionEs') }} value={video.description} onChange={saveDescription} />
              <ImageChoiceField label={t('udVideoPoster')} image={video.thumbnail} onSave={(thumbnailImageId) => edit(video.id, () => ({ thumbnailImageId }))} />
            </>
          );
        }}
      />
      <LoadedOnFirstOpen open={adding !== null}>
        <AddUnitVideoModal
          opened={adding !== null}
          onAdd={add}
          onClose={() => {
            adding?.(null);
            setAdding(null);
            setFocusBack(true);
          }}
        />
      </LoadedOnFirstOpen>
    </>
  );
}
