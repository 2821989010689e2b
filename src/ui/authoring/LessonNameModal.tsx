import { useState } from 'react';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuthoredLesson } from '@application/authoring/course-authoring.use-cases';
import { AUTHORABLE_LESSON_TYPES } from '@domain/authoring/authorable-lesson-types';
import { FormModal } from '../management/FormModal';
import { useHasChanges } from '../management/use-has-changes';
import { useRecordForm } from '../management/use-record-form';
import { useRenameLesson } from './authoring.queries';
import { BilingualNameFields, checkBilingualName } from './BilingualNameFields';
import { versionToSave } from './stale-version';

/** Rename a lesson (English and Spanish title) and set its type (`PATCH lesson/{id}/change-name`). */
export function LessonNameModal({ lesson, title, onClose, onSaved }: { lesson: AuthoredLesson; title: string; onClose: () => void; onSaved: (message: string) => void }) {
  const { t } = useTranslation();
  const saving = useRenameLesson();
  const form = useRecordForm({ onClose, onSaved }, saving);
  const [lessonTitle, setLessonTitle] = useState({ en: lesson.title.en, es: lesson.title.es });
  const [lessonTypeId, setLessonTypeId] = useState(lesson.lessonTypeId);
  const changed = useHasChanges({ titleEn: lessonTitle.en, titleEs: lessonTitle.es, lessonTypeId });

  const submit = () => {
    const checked = checkBilingualName(form, 'title', lessonTitle);
    if (checked) form.save({ unitId: lesson.unitId, lesson: { id: lesson.id, version: versionToSave(lesson.version, saving) }, change: { title: checked, lessonTypeId } });
  };

  return (
    <FormModal opened title={title} onClose={onClose} onSubmit={submit} changed={changed} summary={form.summary} busy={form.busy}>
      <BilingualNameFields
        field="title"
        labels={{ en: t('authoringTitleEn'), es: t('authoringTitleEs') }}
        value={lessonTitle}
        setValue={setLessonTitle}
        form={form}
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
