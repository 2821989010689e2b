import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { VennRegion } from '@domain/assessment/question.schemas';
import { useBilingual } from '../../app/use-language';
import { ImagePopup } from '../../learning/common/ImagePopup';
import { RichText } from '../../learning/common/RichText';
import { Mark } from '../Mark';
import { byOrder, type VennElementView, type VennQuestionView } from '../question-views';
import { PlacedElements } from './PlacedElements';
import { markOf, type QuestionInputProps } from './question-input';
import classes from '../assessment.module.css';

const REGIONS: readonly VennRegion[] = ['primary', 'both', 'secondary'];

type Placements = ReadonlyMap<number, VennRegion>;

function placementsOf(answer: QuestionInputProps['answer']): Placements {
  const map = new Map<number, VennRegion>();
  if (answer && 'placements' in answer) for (const p of answer.placements) if ('set' in p) map.set(p.elementId, p.set);
  return map;
}

/**
 * Venn diagram: each statement goes in the first set, the second set or both. Placing is done with one
 * radio group per statement (no dragging needed); the diagram above shows where each one is.
 */
export function VennDiagramQuestion({ question, answer, readOnly, describedBy, onAnswer }: QuestionInputProps<VennQuestionView>) {
  const { t } = useTranslation();
  const text = useBilingual();
  const elements = byOrder(question.elements);
  const placements = placementsOf(answer);
  const regionName = (region: VennRegion) =>
    region === 'primary' ? text(question.primarySetLabel) : region === 'secondary' ? text(question.secondarySetLabel) : t('assessVennBoth');
  const regionHeading = (region: VennRegion) => (region === 'both' ? t('assessVennBoth') : t('assessVennOnly', { set: regionName(region) }));

  const place = (elementId: number, region: VennRegion) => {
    const next = new Map(placements);
    next.set(elementId, region);
    onAnswer({ placements: elements.filter((e) => next.has(e.id)).map((e) => ({ elementId: e.id, set: next.get(e.id)! })) });
  };

  return (
    <div className={classes.venn}>
      {(question.primarySetImage || question.secondarySetImage) && (
        <div className={classes.vennImages}>
          {question.primarySetImage && (
            <figure className={classes.vennImage}>
              <ImagePopup image={question.primarySetImage} width={220} />
              <figcaption>{text(question.primarySetLabel)}</figcaption>
            </figure>
          )}
          {question.secondarySetImage && (
            <figure className={classes.vennImage}>
              <ImagePopup image={question.secondarySetImage} width={220} />
              <figcaption>{text(question.secondarySetLabel)}</figcaption>
            </figure>
          )}
        </div>
      )}
      <figure className={classes.vennDiagram} aria-label={t('assessVennDiagram')}>
        {REGIONS.map((region) => {
          const placed = elements.filter((e) => placements.get(e.id) === region);
          return (
            <div key={region} className={classes.vennRegion} data-region={region}>
              <p className={classes.vennRegionTitle}>{regionHeading(region)}</p>
              <PlacedElements elements={placed} />
            </div>
          );
        })}
      </figure>
      <fieldset className={classes.answerGroup} aria-describedby={describedBy}>
        <legend className={classes.legend}>{t('assessVennLegend')}</legend>
        <ul className={classes.placements}>
          {elements.map((element) => (
            <VennElementChoice
              key={element.id}
              element={element}
              placed={placements.get(element.id) ?? null}
              readOnly={readOnly}
              mark={markOf(question, element.id)}
              revealed={question.revealed}
              regionName={regionName}
              onPlace={(region) => place(element.id, region)}
            />
          ))}
        </ul>
      </fieldset>
    </div>
  );
}

function VennElementChoice(props: {
  element: VennElementView;
  placed: VennRegion | null;
  readOnly: boolean;
  mark: boolean | null;
  revealed: boolean;
  regionName: (region: VennRegion) => string;
  onPlace: (region: VennRegion) => void;
}) {
  const { element, placed, readOnly, mark, revealed, regionName, onPlace } = props;
  const { t } = useTranslation();
  const text = useBilingual();
  const name = useId();
  const key = element.correctAnswerSet;
  return (
    <li className={classes.placement} data-testid="venn-element">
      <fieldset className={classes.placementGroup}>
        <legend className={classes.placementLegend}>
          <RichText as="span" html={text(element.content)} />
        </legend>
        <div className={classes.regionOptions}>
          {(['primary', 'secondary', 'both'] as const).map((region) => (
            <label key={region} className={classes.regionOption}>
              <input type="radio" name={name} value={region} checked={placed === region} disabled={readOnly} onChange={() => onPlace(region)} />
              <span>{regionName(region)}</span>
            </label>
          ))}
        </div>
        {revealed && (
          <div className={classes.choiceMarks}>
            {placed === null ? <span className={classes.muted}>{t('assessNotPlaced')}</span> : mark !== null && <Mark correct={mark} />}
            {key && (placed === null || mark === false) && <span className={classes.keyNote}>{t('assessBelongsIn', { place: regionName(key) })}</span>}
          </div>
        )}
      </fieldset>
    </li>
  );
}
