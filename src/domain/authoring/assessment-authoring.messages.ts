/**
 * The assessment builders' messages (issue 15), part of the back office's catalogue
 * (authoring.messages.ts); the SOA wording is product-spec §5's.
 */
export const ASSESSMENT_AUTHORING_MESSAGES = {
  assessmentAdded: { en: 'Assessment added', es: 'Evaluación agregada' },
  assessmentRemoved: { en: 'Assessment removed', es: 'Evaluación eliminada' },
  lessonHasAssessment: { en: 'This lesson already has an assessment', es: 'Esta lección ya tiene una evaluación' },
  benchmarkLessonUsesSets: {
    en: "A benchmark lesson's assessments are added through its benchmark sets",
    es: 'Las evaluaciones de una lección de referencia se agregan mediante sus conjuntos de referencia',
  },
  setAssessmentGoesWithSet: {
    en: "A benchmark set's assessment is removed by removing the set",
    es: 'La evaluación de un conjunto de referencia se elimina al eliminar el conjunto',
  },
  oneEssayPerAssessment: { en: 'An assessment can have only one essay question', es: 'Una evaluación solo puede tener una pregunta de ensayo' },
  oneVennPerAssessment: {
    en: 'An assessment can have only one Venn diagram question',
    es: 'Solo se permite una pregunta de diagrama de conjuntos (Venn) por evaluación',
  },
  partNotForQuestionType: { en: "This question's type has no such part", es: 'El tipo de esta pregunta no tiene esa parte' },
  booleanKeepsTwoChoices: {
    en: 'A true/false question keeps exactly two choices',
    es: 'Una pregunta de verdadero o falso conserva exactamente dos opciones',
  },
  columnOfOtherQuestion: { en: 'Choose a column of this question', es: 'Elige una columna de esta pregunta' },
  soaStandardInvalid: { en: 'The SOA standard input must be proper', es: 'El estándar SOA indicado debe ser válido' },
  soaStandardTaken: { en: 'Different SOA standards must be chosen', es: 'Se deben elegir estándares SOA diferentes' },
  notAssessmentGroupComponent: {
    en: 'Only an assessment group component shows an assessment group',
    es: 'Solo un componente de grupo de evaluación muestra un grupo de evaluación',
  },
} as const;
