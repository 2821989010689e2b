import { Divider, Stack } from '@mantine/core';
import type { QuestionDraft } from '@domain/authoring/assessment-authoring.responses';
import { BlanksEditor } from './BlanksEditor';
import { ChoicesEditor } from './ChoicesEditor';
import { CommonQuestionFields } from './CommonQuestionFields';
import { EssayEditor } from './EssayEditor';
import { OrganizerEditor } from './OrganizerEditor';
import { VennEditor } from './VennEditor';
import { AnswerKeyEditor } from './WrittenEditor';

/** The parts only the question's type has (product-spec §3), below the fields every question has. */
function TypeParts({ question }: { readonly question: QuestionDraft }) {
  switch (question.type) {
    case 'multiple-choice':
      return <ChoicesEditor question={question} mode="single" />;
    case 'boolean':
      return <ChoicesEditor question={question} mode="boolean" />;
    case 'multi-response':
      return <ChoicesEditor question={question} mode="multi" />;
    case 'venn-diagram':
      return <VennEditor question={question} />;
    case 'type-f':
      return <OrganizerEditor question={question} />;
    case 'cloze-sentence':
    case 'fill-in-blank':
      return <BlanksEditor question={question} />;
    case 'written':
      return <AnswerKeyEditor question={question} height={128} />;
    case 'essay':
      return <EssayEditor question={question} />;
  }
}

/** One question's editor: its type's parts first (what makes it answerable), then the common fields. */
export function QuestionEditor({ question }: { readonly question: QuestionDraft }) {
  return (
    <Stack gap="lg">
      <TypeParts question={question} />
      <Divider />
      <CommonQuestionFields question={question} />
    </Stack>
  );
}
