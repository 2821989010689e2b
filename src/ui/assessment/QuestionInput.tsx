import type { EssayAnswer } from '@domain/assessment/answer.schemas';
import type { AnswerValue } from '@domain/assessment/answer-value';
import type { QuestionView } from '@domain/assessment/student-view';
import { ClozeSentenceQuestion } from './questions/ClozeSentenceQuestion';
import { EssayQuestion } from './questions/EssayQuestion';
import { FillInBlankQuestion } from './questions/FillInBlankQuestion';
import { GraphicOrganizerQuestion } from './questions/GraphicOrganizerQuestion';
import { MultipleChoiceQuestion } from './questions/MultipleChoiceQuestion';
import { MultiResponseQuestion } from './questions/MultiResponseQuestion';
import { VennDiagramQuestion } from './questions/VennDiagramQuestion';
import { WrittenQuestion } from './questions/WrittenQuestion';
import type { BlankQuestionView, ChoiceQuestionView, EssayQuestionView, OrganizerQuestionView, VennQuestionView } from './question-views';

export interface QuestionInputSwitchProps {
  readonly question: QuestionView;
  readonly answer: AnswerValue | null;
  readonly readOnly: boolean;
  readonly locked: boolean;
  readonly describedBy: string;
  readonly essayUnsaved: boolean;
  readonly onAnswer: (answer: AnswerValue) => void;
  readonly onEditEssay: (answer: EssayAnswer) => void;
  readonly onSaveEssay: () => void;
  readonly onCompleteQuestion: () => void;
}

/** The answer part of a question, by its type. */
export function QuestionInput(props: QuestionInputSwitchProps) {
  const { question, answer, readOnly, describedBy, onAnswer } = props;
  const common = { answer, readOnly, describedBy, onAnswer };
  switch (question.type) {
    case 'multiple-choice':
      return <MultipleChoiceQuestion question={question as ChoiceQuestionView} {...common} />;
    case 'boolean':
      return <MultipleChoiceQuestion question={question as ChoiceQuestionView} {...common} trueOrFalse />;
    case 'multi-response':
      return <MultiResponseQuestion question={question as ChoiceQuestionView} {...common} />;
    case 'venn-diagram':
      return <VennDiagramQuestion question={question as VennQuestionView} {...common} />;
    case 'type-f':
      return <GraphicOrganizerQuestion question={question as OrganizerQuestionView} {...common} />;
    case 'cloze-sentence':
      return <ClozeSentenceQuestion question={question as BlankQuestionView} {...common} />;
    case 'fill-in-blank':
      return <FillInBlankQuestion question={question as BlankQuestionView} {...common} />;
    case 'written':
      return <WrittenQuestion question={question} {...common} />;
    case 'essay':
      return (
        <EssayQuestion
          question={question as EssayQuestionView}
          answer={answer}
          readOnly={readOnly}
          completed={props.locked}
          unsaved={props.essayUnsaved}
          describedBy={describedBy}
          onEdit={props.onEditEssay}
          onSave={props.onSaveEssay}
          onComplete={props.onCompleteQuestion}
        />
      );
  }
}
