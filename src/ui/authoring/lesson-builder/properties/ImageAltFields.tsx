import { useState } from 'react';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ImageDetails } from '@domain/content/component.schemas';
import type { Language } from '@domain/shared/constants';
import { draftOwnerOf } from '@domain/authoring/draft-owner';
import { openDraftOf } from '../draft-owner';
import { imageIn, withLanguage } from '../draft-parts';
import { fieldErrorOf, useSave } from '../draft-saver';
import { lazyRuleOf, RuleField } from '../fields';

/** The server's own limit (trimmed, at most 500 characters), checked before sending. */
const altRule = lazyRuleOf(() => import('@domain/authoring/lesson-content.responses').then((m) => m.mediaInfoBodySchema.shape.alt.unwrap().shape.en));

/**
 * An image's text alternative in English and Spanish (product-spec §3), each saved when left. It
 * belongs to the uploaded file (`saveMediaInfo`), not to the draft, so the draft is read again after
 * it is saved. The save runs in the builder's line of changes: a quick English-then-Spanish edit
 * sends the English just saved, and the bar says Saving… as for any other field.
 */
export function ImageAltFields({ image }: { readonly image: ImageDetails }) {
  const { t } = useTranslation();
  const save = useSave();
  // A refusal that names no field (the file is gone): the server's message, announced.
  const [failure, setFailure] = useState<string | null>(null);

  const saveAlt = async (language: Language, text: string) => {
    const outcome = await save(async (content, _version, latest) => {
      const now = imageIn(latest, image.id)?.image.alt ?? image.image.alt;
      const saved = await content.saveMediaInfo(image.image.id, { alt: withLanguage(now, language, text) });
      return saved.ok ? openDraftOf(content, draftOwnerOf(latest)) : saved;
    });
    const unannounced = !outcome.ok && outcome.failure?.kind !== 'unauthorized' && fieldErrorOf(outcome, 'alt') === null;
    setFailure(unannounced ? outcome.text : null);
    return outcome;
  };
  const alt = image.image.alt;

  return (
    <>
      <RuleField label={t('lbAltEn')} description={t('lbAltHint')} value={alt?.en ?? ''} field="alt" parse={altRule} onSave={(text) => saveAlt('en', text)} />
      <RuleField label={t('lbAltEs')} description={t('lbAltHint')} value={alt?.es ?? ''} field="alt" parse={altRule} onSave={(text) => saveAlt('es', text)} />
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
    </>
  );
}
