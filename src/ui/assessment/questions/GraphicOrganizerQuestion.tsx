import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useBilingual } from '../../app/use-language';
import { RichText } from '../../learning/common/RichText';
import { Mark } from '../Mark';
import { byOrder, type OrganizerQuestionView } from '../question-views';
import { PlacedElements } from './PlacedElements';
import { markOf, type QuestionInputProps } from './question-input';
import classes from '../assessment.module.css';

function placementsOf(answer: QuestionInputProps['answer']): ReadonlyMap<number, number> {
  const map = new Map<number, number>();
  if (answer && 'placements' in answer) for (const p of answer.placements) if ('columnId' in p) map.set(p.elementId, p.columnId);
  return map;
}

/**
 * Type-F graphic organizer: each item is sorted into one of the columns with a select (keyboard
 * operable, no dragging); the table above shows the organizer as filled in so far.
 */
export function GraphicOrganizerQuestion({ question, answer, readOnly, describedBy, onAnswer }: QuestionInputProps<OrganizerQuestionView>) {
  const { t } = useTranslation();
  const text = useBilingual();
  const baseId = useId();
  const columns = byOrder(question.columns);
  const elements = byOrder(question.elements);
  const placements = placementsOf(answer);
  const columnName = (columnId: number) => text(columns.find((c) => c.id === columnId)?.columnName);

  const place = (elementId: number, columnId: number | null) => {
    const next = new Map(placements);
    if (columnId === null) next.delete(elementId);
    else next.set(elementId, columnId);
    onAnswer({ placements: elements.filter((e) => next.has(e.id)).map((e) => ({ elementId: e.id, columnId: next.get(e.id)! })) });
  };

  return (
    <div className={classes.organizer}>
      <div className={classes.tableScroll}>
        <table className={classes.organizerTable}>
          <caption>{t('assessOrganizerTable')}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.id} scope="col">
                  {text(column.columnName)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              {columns.map((column) => (
                <td key={column.id}>
                  <PlacedElements elements={elements.filter((e) => placements.get(e.id) === column.id)} />
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      <fieldset className={classes.answerGroup} aria-describedby={describedBy}>
        <legend className={classes.legend}>{t('assessOrganizerLegend')}</legend>
        <ul className={classes.placements}>
          {elements.map((element) => {
            const id = `${baseId}-${element.id}`;
            const placed = placements.get(element.id) ?? null;
            const mark = markOf(question, element.id);
            const itemText = text(element.content);
            return (
              <li key={element.id} className={classes.organizerItem} data-testid="organizer-element">
                <label htmlFor={id} className={classes.organizerLabel}>
                  <RichText as="span" html={itemText} />
                </label>
                <select
                  id={id}
                  className={classes.select}
                  value={placed ?? ''}
                  disabled={readOnly}
                  aria-label={t('assessColumnFor', { item: itemText.replace(/<[^>]*>/g, '') })}
                  onChange={(e) => place(element.id, e.target.value === '' ? null : Number(e.target.value))}
                >
                  <option value="">{t('assessNotPlaced')}</option>
                  {columns.map((column) => (
                    <option key={column.id} value={column.id}>
                      {text(column.columnName)}
                    </option>
                  ))}
                </select>
                {question.revealed && (
                  <span className={classes.choiceMarks}>
                    {placed !== null && mark !== null && <Mark correct={mark} />}
                    {element.correctAnswerSet !== null && (placed === null || mark === false) && (
                      <span className={classes.keyNote}>{t('assessBelongsIn', { place: columnName(element.correctAnswerSet) })}</span>
                    )}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      </fieldset>
    </div>
  );
}
