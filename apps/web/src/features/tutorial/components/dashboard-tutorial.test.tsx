import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, TUTORIAL_STEPS } from '@app/contract';
import { DashboardTutorial } from './dashboard-tutorial.tsx';
import { TUTORIAL_STEP_LIST } from '../tutorial-steps.ts';
import { isTutorialCompleted, markTutorialCompleted } from '../tutorial-storage.ts';

const Harness = ({ onClose = vi.fn() }: { onClose?: (reason: string) => void }) => {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" data-tour="plan-event" onClick={() => setIsOpen(true)}>
        Plan Event
      </button>
      <a href="#events" data-tour="tab-events">
        My Events
      </a>
      <DashboardTutorial
        isOpen={isOpen}
        onClose={(reason) => {
          setIsOpen(false);
          onClose(reason);
        }}
      />
    </>
  );
};

const tour = () => screen.getByRole('dialog');

describe('tutorial flag', () => {
  it('is stored in local storage', () => {
    expect(isTutorialCompleted()).toBe(false);
    markTutorialCompleted();
    expect(localStorage.getItem(STORAGE_KEYS.tutorialCompleted)).toBe('true');
    expect(isTutorialCompleted()).toBe(true);
  });
});

describe('dashboard tutorial', () => {
  it('has the 8 steps of the spec in order', () => {
    expect(TUTORIAL_STEP_LIST).toHaveLength(TUTORIAL_STEPS);
    expect(TUTORIAL_STEP_LIST.map((s) => s.id)).toEqual(['welcome', 'plan-event', 'events', 'quotes', 'history', 'reviews', 'notifications', 'profile']);
  });

  it('walks Next through all 8 steps, Previous goes back, Finish stores the completed flag', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Plan Event' }));
    expect(within(tour()).getByText('Step 1 of 8')).toBeInTheDocument();
    expect(within(tour()).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(tour()).getByRole('button', { name: 'Next' })).toHaveFocus();
    for (let step = 2; step <= 8; step += 1) {
      await user.click(within(tour()).getByRole('button', { name: /^(Next|Finish)$/ }));
      expect(within(tour()).getByText(`Step ${step} of 8`)).toBeInTheDocument();
      expect(tour()).toHaveAccessibleName(TUTORIAL_STEP_LIST[step - 1]!.title);
    }
    await user.click(within(tour()).getByRole('button', { name: 'Previous' }));
    expect(within(tour()).getByText('Step 7 of 8')).toBeInTheDocument();
    await user.click(within(tour()).getByRole('button', { name: 'Next' }));
    expect(isTutorialCompleted()).toBe(false);
    await user.click(within(tour()).getByRole('button', { name: 'Finish' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledWith('finished');
    expect(isTutorialCompleted()).toBe(true);
  });

  it('Skip Tour ends the tour and stores the flag', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Plan Event' }));
    await user.click(within(tour()).getByRole('button', { name: 'Next' }));
    await user.click(within(tour()).getByRole('button', { name: 'Skip Tour' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledWith('skipped');
    expect(isTutorialCompleted()).toBe(true);
  });

  it('closes with × and with Escape, returning focus; arrow keys step', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Plan Event' });
    await user.click(opener);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(tour()).getByText('Step 3 of 8')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(within(tour()).getByText('Step 2 of 8')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    await user.click(opener);
    expect(within(tour()).getByText('Step 1 of 8')).toBeInTheDocument();
    await user.click(within(tour()).getByRole('button', { name: 'Close tour' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the popover', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Plan Event' }));
    await user.click(within(tour()).getByRole('button', { name: 'Next' }));
    const next = within(tour()).getByRole('button', { name: 'Next' });
    expect(next).toHaveFocus();
    await user.tab();
    expect(within(tour()).getByRole('button', { name: 'Close tour' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(next).toHaveFocus();
  });
});
