import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TreeCanvas } from '../../../src/shared/ui/TreeCanvas';
import { smallCompanyTree, wideCompanyTree, type CompanyNodeFixture } from '../../../src/testing/fixtures/companyTree';

const meta = {
  component: TreeCanvas<CompanyNodeFixture>,
  args: { data: smallCompanyTree, label: 'Company structure', onNodeClick: fn(), height: 360 },
  decorators: [(Story) => <div style={{ maxWidth: 880 }}><Story /></div>],
} satisfies Meta<typeof TreeCanvas<CompanyNodeFixture>>;
export default meta;
type Story = StoryObj<typeof meta>;

const percent = (canvasElement: HTMLElement) => within(canvasElement).getByLabelText('Zoom level');

/**
 * A structure no wider than 400 is not pannable. Plus stops at 300%, minus at 10%, Fit returns
 * to 100%; nodes open on click and on Enter.
 */
export const SmallTree: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Company structure' })).toHaveAttribute('data-pannable', 'false');
    await expect(percent(canvasElement)).toHaveTextContent('100%');

    const plus = canvas.getByRole('button', { name: 'Zoom in' });
    await userEvent.click(plus);
    await expect(percent(canvasElement)).toHaveTextContent('110%');
    for (let i = 0; i < 25; i += 1) {
      if ((plus as HTMLButtonElement).disabled) break;
      await userEvent.click(plus);
    }
    await expect(percent(canvasElement)).toHaveTextContent('300%');
    await expect(plus).toBeDisabled();

    const minus = canvas.getByRole('button', { name: 'Zoom out' });
    for (let i = 0; i < 35; i += 1) {
      if ((minus as HTMLButtonElement).disabled) break;
      await userEvent.click(minus);
    }
    await expect(percent(canvasElement)).toHaveTextContent(/^10%$/);
    await expect(minus).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Fit' }));
    await expect(percent(canvasElement)).toHaveTextContent('100%');

    await userEvent.click(canvas.getByRole('button', { name: 'Acme North, Active' }));
    await expect(args.onNodeClick).toHaveBeenLastCalledWith(expect.objectContaining({ code: 'SD0001' }));
    canvas.getByRole('button', { name: 'Acme South, Inactive' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNodeClick).toHaveBeenLastCalledWith(expect.objectContaining({ code: 'SD0002' }));
  },
};

/** A wide structure starts fitted below 100% and can be panned; Fit returns to the fitted view. */
export const WideTree: Story = {
  args: { data: wideCompanyTree, height: 420 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Company structure' })).toHaveAttribute('data-pannable', 'true');
    const fitted = percent(canvasElement).textContent;
    await expect(Number.parseInt(fitted ?? '', 10)).toBeLessThan(100);
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }));
    await expect(percent(canvasElement)).not.toHaveTextContent(fitted ?? '');
    await userEvent.click(canvas.getByRole('button', { name: 'Fit' }));
    await expect(percent(canvasElement)).toHaveTextContent(fitted ?? '');
    await expect(canvas.getAllByRole('button', { name: /^Retailer / })).toHaveLength(15);
  },
};
