import type { RenameBiographyBody, SaveBiographyBody } from '@domain/authoring/reading-authoring.schemas';
import type { AuthoredBiography } from '@domain/authoring/reading-authoring.responses';
import type { AppDeps } from '../../../app-deps';
import { insertRichText, insertText } from '../../content/draft/bilingual.repository';
import { insertBiography } from '../../content/draft/reading-draft.repository';
import { saveAudio, saveText } from '../lesson-content/content-values.repository';
import { checkMedia } from '../lesson-content/lesson-draft.use-cases';
import type { ListChange } from '../unit-authoring.use-cases';
import { updateItem, type LockedBiography } from './reading-authoring.repository';
import { biographyNotFound, changeBiography, lockItem, readAuthoredBiography } from './reading-draft.use-cases';
import { placeAtEnd, removeFromUnit } from './unit-item-list.use-cases';

/*
 * The biography builder (issue 14; api-spec §7.8; product-spec §3 Biography). A biography made or
 * removed changes its unit's list of biographies, so the unit's draft version goes up too (students
 * see the list change with a unit publish).
 */

const NEW_BIOGRAPHY_NAME = { en: 'New biography', es: 'Nueva biografía' };

/** `POST biography`: a new biography at the end of the unit, named "New biography", its text empty. */
export function createBiography(deps: AppDeps, unitId: number): Promise<AuthoredBiography> {
  return deps.db.transaction(async (tx) => {
    const order = await placeAtEnd(tx, 'biographies', unitId);
    const id = await insertBiography(tx, {
      unitId,
      order,
      characterNameId: await insertText(tx, NEW_BIOGRAPHY_NAME),
      characterPeriodId: null,
      mainTextId: await insertRichText(tx, { en: '', es: '' }),
      portraitImageId: null,
      portraitCaptionId: null,
      disclaimerId: null,
      audioId: null,
    });
    return readAuthoredBiography(tx, id);
  });
}

/** `PUT biography/{id}`: the fields given change, the others stay; portrait and narration must be assets of their kind. */
export function saveBiography(deps: AppDeps, biographyId: number, body: SaveBiographyBody): Promise<AuthoredBiography> {
  return changeBiography(deps, biographyId, body.version, async (tx, b) => {
    await checkMedia(tx, { audio: body.audio ? [body.audio] : [], image: body.portraitImageId ?? undefined });
    await updateItem(tx, 'biographies', biographyId, {
      character_name_id: body.characterName && (await saveText(tx, b.characterNameId, body.characterName, 'plain')),
      character_period_id: body.characterPeriod === undefined ? undefined : await saveText(tx, b.characterPeriodId, body.characterPeriod, 'plain'),
      main_text_id: body.mainText && (await saveText(tx, b.mainTextId, body.mainText, 'rich')),
      portrait_image_id: body.portraitImageId,
      portrait_caption_id: body.portraitCaption === undefined ? undefined : await saveText(tx, b.portraitCaptionId, body.portraitCaption, 'plain'),
      disclaimer_id: body.disclaimer === undefined ? undefined : await saveText(tx, b.disclaimerId, body.disclaimer, 'plain'),
      audio_id: body.audio === undefined ? undefined : await saveAudio(tx, b.audioId, body.audio),
    });
  });
}

/** `PATCH biography/{id}/change-name`: the character's name only. */
export function renameBiography(deps: AppDeps, biographyId: number, body: RenameBiographyBody): Promise<AuthoredBiography> {
  return changeBiography(deps, biographyId, body.version, async (tx, b) => {
    await saveText(tx, b.characterNameId, body.characterName, 'plain');
  });
}

/** `DELETE biography/{id}`: removes it; the later ones move up and the unit's list changes. */
export function removeBiography(deps: AppDeps, biographyId: number): Promise<ListChange> {
  return deps.db.transaction(async (tx) => {
    const biography = await lockItem<LockedBiography>(tx, 'biographies', biographyId);
    if (!biography) throw biographyNotFound();
    return removeFromUnit(tx, 'biographies', biography);
  });
}
