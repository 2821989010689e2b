import type { AudioChoice } from '@domain/authoring/lesson-content.schemas';
import type { LessonOverviewChange } from '@domain/authoring/lesson-overview.schemas';
import type { BilingualAudio, BilingualText } from '@domain/content/bilingual.schemas';
import type { LessonDocument } from '@domain/content/lesson.schemas';

/** A lesson's own overview (`PUT lesson/{id}/overview`) written into the lesson-content twin's draft (tests only). */

interface OverviewParts {
  readonly text: (value: { en: string; es: string }) => BilingualText;
  readonly audioOf: (choice: AudioChoice) => BilingualAudio | null;
  readonly newQuestionId: () => number;
}

/** The fields given change as the server changes them: the question rewritten in place (made on first save), null removing it or the link. */
export function applyLessonOverview(doc: LessonDocument, change: LessonOverviewChange, { text, audioOf, newQuestionId }: OverviewParts): void {
  if (change.skillsId !== undefined) doc.skillsId = change.skillsId;
  if (change.essentialQuestion === null) doc.essentialQuestion = null;
  else if (change.essentialQuestion) {
    const { question, audio } = change.essentialQuestion;
    doc.essentialQuestion = { id: doc.essentialQuestion?.id ?? newQuestionId(), question: text(question), audio: audioOf(audio) };
  }
}
