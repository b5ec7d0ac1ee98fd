import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { DailyQuestionReveal, PublicDailyQuestion } from '../../../shared/daily-question/api';
import { ApiError } from '../../lib/http';
import { DailyQuestionModal, type DailyQuestionModalProps } from './daily-question-modal';
import { DQ_TEXTS } from './texts';

const question: PublicDailyQuestion = {
  date: '2026-11-21',
  topic: 'Cardiology',
  day: 3,
  title: 'Cardiology Week: Day 3',
  question: 'Which valve lesion gives a mid-systolic click?',
  options: {
    A: 'Aortic stenosis',
    B: 'Mitral valve prolapse',
    C: 'Mitral stenosis',
    D: 'Aortic regurgitation',
  },
};
const reveal = (partial: Partial<DailyQuestionReveal> = {}): DailyQuestionReveal => ({
  selected: 'B',
  skipped: false,
  correct: true,
  correctAnswer: 'B',
  explanation: 'The click is the chordae tensing.',
  optionExplanations: { A: 'Ejection murmur.', B: 'Correct.', C: '', D: 'Diastolic.' },
  source: "Harrison's Principles of Internal Medicine, 21st ed., 2022",
  ...partial,
});

function renderModal(props: Partial<DailyQuestionModalProps> = {}) {
  const all: DailyQuestionModalProps = {
    question,
    streak: 4,
    answer: null,
    onAnswer: vi.fn(async () => undefined),
    onSkip: vi.fn(async () => undefined),
    onContinue: vi.fn(),
    ...props,
  };
  const view = render(<DailyQuestionModal {...all} />);
  return { ...all, view, user: userEvent.setup() };
}

const focused = () => document.activeElement as HTMLElement;

/** The modal as the gate drives it: the reveal arrives once the answer or the skip is saved. */
function Answering() {
  const [answer, setAnswer] = useState<DailyQuestionReveal | null>(null);
  return (
    <DailyQuestionModal
      question={question}
      streak={4}
      answer={answer}
      onAnswer={async (selected) => setAnswer(reveal({ selected }))}
      onSkip={async () => setAnswer(reveal({ selected: null, skipped: true, correct: false }))}
      onContinue={vi.fn()}
    />
  );
}

describe('DailyQuestionModal', () => {
  it('shows the title, streak, question and options; Submit needs a selection', async () => {
    const { user, onAnswer } = renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Cardiology Week: Day 3' });
    expect(within(dialog).getByText('4-Day Streak')).toBeVisible();
    expect(within(dialog).getByText(question.question)).toBeVisible();
    const submit = within(dialog).getByRole('button', { name: DQ_TEXTS.submit });
    expect(submit).toBeDisabled();
    expect(within(dialog).getAllByRole('radio')).toHaveLength(4);
    await user.click(within(dialog).getByRole('radio', { name: /Mitral valve prolapse/ }));
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(onAnswer).toHaveBeenCalledWith('B');
  });

  it('cannot be dismissed with Escape', async () => {
    const { user } = renderModal();
    await screen.findByRole('dialog', { name: 'Cardiology Week: Day 3' });
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Cardiology Week: Day 3' })).toBeVisible();
  });

  it('asks before skipping; Cancel keeps the question, Yes, Skip skips', async () => {
    const { user, onSkip } = renderModal();
    await user.click(screen.getByRole('button', { name: DQ_TEXTS.skip }));
    const confirm = screen.getByRole('alertdialog', { name: 'Skip Question?' });
    expect(
      within(confirm).getByText('Are you sure? Your streak will end if you skip this question.'),
    ).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(onSkip).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: DQ_TEXTS.skip }));
    await user.click(screen.getByRole('button', { name: 'Yes, Skip' }));
    expect(onSkip).toHaveBeenCalledTimes(1);
  });

  it('with no streak to lose, the skip question does not say the streak will end', async () => {
    const { user } = renderModal({ streak: 0 });
    await user.click(screen.getByRole('button', { name: DQ_TEXTS.skip }));
    const confirm = screen.getByRole('alertdialog', { name: 'Skip Question?' });
    expect(within(confirm).queryByText(/streak will end/)).not.toBeInTheDocument();
    expect(
      within(confirm).getByText('Are you sure? A skipped question does not count toward a streak.'),
    ).toBeVisible();
  });

  it('keeps the question open with a message when the save fails', async () => {
    const { user } = renderModal({
      onAnswer: async () => {
        throw new ApiError(0, '', undefined, false);
      },
    });
    await user.click(screen.getByRole('radio', { name: /Aortic stenosis/ }));
    await user.click(screen.getByRole('button', { name: DQ_TEXTS.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(DQ_TEXTS.saveFailed);
    expect(screen.getByRole('radio', { name: /Aortic stenosis/ })).toBeChecked();
  });

  it('explains a correct answer and continues to the crossword', async () => {
    const { user, onContinue } = renderModal({ answer: reveal() });
    expect(screen.getByText('Correct!')).toBeVisible();
    expect(
      screen.getByRole('heading', { name: /Correct answer: B\. Mitral valve prolapse/ }),
    ).toBeVisible();
    expect(screen.getByText('The click is the chordae tensing.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: DQ_TEXTS.continue }));
    expect(onContinue).toHaveBeenCalled();
  });

  it('explains a wrong answer; the toggle shows the other answers with the fallback text', async () => {
    const { user } = renderModal({ answer: reveal({ selected: 'C', correct: false }) });
    expect(screen.getByText('Incorrect')).toBeVisible();
    expect(screen.getByText(/Your answer: C\. Mitral stenosis/)).toBeVisible();
    const toggle = screen.getByRole('button', { name: DQ_TEXTS.showOthers });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: DQ_TEXTS.hideOthers })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByText('Ejection murmur.')).toBeVisible();
    expect(screen.getByText(DQ_TEXTS.otherFallback)).toBeVisible(); // C has no text
    expect(screen.queryByText('Correct.')).toBeNull(); // the correct one is not among the others
  });

  it('after Submit Answer, focus moves to the verdict, not the page; Tab leads on to Continue', async () => {
    const user = userEvent.setup();
    render(<Answering />);
    await user.click(await screen.findByRole('radio', { name: /Mitral valve prolapse/ }));
    await user.click(screen.getByRole('button', { name: DQ_TEXTS.submit }));

    await screen.findByText(DQ_TEXTS.correct);
    await waitFor(() => expect(focused()).not.toBe(document.body));
    expect(focused()).toHaveTextContent(DQ_TEXTS.correct);
    const dialog = screen.getByRole('dialog', { name: 'Cardiology Week: Day 3' });
    expect(dialog).toContainElement(focused());
    await user.tab();
    expect(screen.getByRole('button', { name: DQ_TEXTS.showOthers })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: DQ_TEXTS.continue })).toHaveFocus();
  });

  it('after Yes, Skip, focus moves to the verdict, not the page', async () => {
    const user = userEvent.setup();
    render(<Answering />);
    await user.click(await screen.findByRole('button', { name: DQ_TEXTS.skip }));
    await user.click(screen.getByRole('button', { name: DQ_TEXTS.skipConfirm }));

    await screen.findByText(DQ_TEXTS.skipped);
    await waitFor(() => expect(focused()).not.toBe(document.body));
    expect(focused()).toHaveTextContent(DQ_TEXTS.skipped);
    expect(screen.getByRole('dialog', { name: 'Cardiology Week: Day 3' })).toContainElement(
      focused(),
    );
  });
});
