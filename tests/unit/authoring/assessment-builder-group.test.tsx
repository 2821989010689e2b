// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createAssessmentBuilderUseCases } from '@application/authoring/assessment-builder.use-cases';
import { createInMemoryAssessmentBuilder } from '@infrastructure/http/in-memory-assessment-builder.adapter';
import { authoringWorld, COURSE, renderBackOffice } from './authoring-world';
import { LESSONS } from './assessment-builder-world';
import { spied } from './publish-hub';

/** An assessment-group component in the lesson builder: the section it shows, and the way to its assessment. */
describe('assessment-group component properties', () => {
  it('saves the section it shows with the lesson\u2019s version and links to the assessment builder', async () => {
    const user = userEvent.setup();
    const world = authoringWorld(COURSE, [{ id: 101, unitId: 1, title: { en: 'Jamestown', es: 'Jamestown' }, components: ['assessment-group'] }]);
    const port = spied(createInMemoryAssessmentBuilder({ lessons: LESSONS }));
    renderBackOffice({ ...world.services, assessmentBuilder: createAssessmentBuilderUseCases(port) }, '/back-office/lesson-builder/unit/1/lesson/101');
    await user.click(await screen.findByRole('button', { name: 'Edit 1. Assessment' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Assessment section shown here' }), '2');
    await waitFor(() => expect(port.showGroup).toHaveBeenCalledWith(expect.any(Number), 1, 2));
    expect(screen.getByRole('link', { name: 'Edit the assessment' }).getAttribute('href')).toBe('/back-office/assessment-builder/unit/1/lesson/101/assessment');
  });
});
