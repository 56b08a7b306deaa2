import RunSheetPrintPage from '../../features/run-sheet/pages/run-sheet-print-page.tsx';
import { RequireProvider } from '../guards/require-provider.tsx';

/** The run sheet's print view, signed in but without the portal's frame: one lazy chunk with its provider check. */
export default function RunSheetPrintRoute() {
  return (
    <RequireProvider>
      <RunSheetPrintPage />
    </RequireProvider>
  );
}
