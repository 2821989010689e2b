import { useState } from 'react';
import { Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuthoredLesson } from '@application/authoring/course-authoring.use-cases';
import { AUTHORABLE_LESSON_TYPES, bilingualNameSchema } from '@domain/authoring/authoring.schemas';
import { validateWith } from '../common/validation';
import { FormModal } from '../management/FormModal';
import { useHasChanges } from '../management/use-has-changes';
import { useRecordForm } from '../management/use-record-form';
import { useRenameLesson } from './authoring.queries';
import { versionToSave } from './stale-version';

/** Rename a lesson (English and Spanish title) and set its type (`PATCH lesson/{id}/change-name`). */
export function LessonNameModal({ lesson, title, onClose, onSaved }: { lesson: AuthoredLesson; title: string; onClose: () => void; onSaved: (message: string) => void }) {
  const { t } = useTranslation();
  const saving = useRenameLesson();
  const form = useRecordForm({ onClose, onSaved }, saving);
  const [titleEn, setTitleEn] = useState(lesson.title.en);
  const [titleEs, setTitleEs] = useState(lesson.title.es);
  const [lessonTypeId, setLessonTypeId] = useState(lesson.lessonTypeId);
  const changed = useHasChanges({ titleEn, titleEs, lessonTypeId });

  const submit = () => {
    const checked = validateWith(bilingualNameSchema, { en: titleEn, es: titleEs });
    if (checked.errors) return form.invalid(Object.fromEntries(Object.entries(checked.errors).map(([field, error]) => [`title.${field}`, error])));
    form.save({ unitId: lesson.unitId, lesson: { id: lesson.id, version: versionToSave(lesson.version, saving) }, change: { title: checked.data, lessonTypeId } });
  };

  return (
    <FormModal opened title={title} onClose={onClose} onSubmit={submit} changed={changed} summary={form.summary} busy={form.busy}>
      <TextInput
        label={t('authoringTitleEn')}
        value={titleEn}
        required
        maxLength={200}
        error={form.errorText('title.en')}
        onChange={(e) => {
          setTitleEn(e.currentTarget.value);
          form.clearErrors('title.en');
        }}
        data-autofocus
      />
      <TextInput
        label={t('authoringTitleEs')}
        value={titleEs}
        maxLength={200}
        error={form.errorText('title.es')}
        onChange={(e) => {
          setTitleEs(e.currentTarget.value);
          form.clearErrors('title.es');
        }}
      />
      <Select
        label={t('authoringLessonType')}
        value={String(lessonTypeId)}
        allowDeselect={false}
        data={AUTHORABLE_LESSON_TYPES.map((type) => ({ value: String(type), label: t(`authoringLessonType${type}`) }))}
        onChange={(value) => value && setLessonTypeId(Number(value))}
        error={form.errorText('lessonTypeValue')}
      />
    </FormModal>
  );
}
