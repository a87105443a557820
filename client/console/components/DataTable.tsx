import {
  createSortedRowModel,
  rowSelectionFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '#client/i18n/useTranslation';
import * as css from './DataTable.css';

const features = tableFeatures({
  rowSortingFeature,
  rowSelectionFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic, datetime: sortFn_datetime, text: sortFn_text },
});

/** A column of a console table (TanStack Table v9 with sorting and row selection). */
export type ConsoleColumn<Row extends RowData> = ColumnDef<typeof features, Row>;
export type { RowSelectionState };

export interface DataTableProps<Row extends RowData> {
  /** Names the table for screen readers (usually the page's heading). */
  label: string;
  columns: ConsoleColumn<Row>[];
  rows: Row[];
  rowId(row: Row): string;
  /** Enter or a click on a row. */
  onOpen?(row: Row): void;
  /** With `selection`, space or x toggles a row and the header box selects all (bulk actions). */
  selection?: RowSelectionState;
  onSelectionChange?(selection: RowSelectionState): void;
  /** Shown when there are no rows. */
  emptyText?: string;
}

/**
 * The console's table: headless (TanStack Table) with our own markup. Keyboard first: j/k or the
 * arrow keys move between rows, Enter opens one, space or x selects it for a bulk action.
 */
export function DataTable<Row extends RowData>({ label, columns, rows, rowId, onOpen, selection, onSelectionChange, emptyText }: DataTableProps<Row>) {
  const { t } = useTranslation();
  const [sorting, setSorting] = useState<SortingState>([]);
  const body = useRef<HTMLTableSectionElement>(null);
  const selectable = selection !== undefined && onSelectionChange !== undefined;
  const table = useTable({
    features,
    data: rows,
    columns,
    getRowId: rowId,
    state: { sorting, ...(selectable && { rowSelection: selection }) },
    enableRowSelection: selectable,
    onSortingChange: setSorting,
    onRowSelectionChange: (updater) => {
      if (!onSelectionChange || !selection) return;
      onSelectionChange(typeof updater === 'function' ? updater(selection) : updater);
    },
  });

  const focusRow = (index: number) => {
    const rowsInBody = body.current?.querySelectorAll<HTMLTableRowElement>('tr[data-row]');
    rowsInBody?.[Math.max(0, Math.min(index, rowsInBody.length - 1))]?.focus();
  };

  const onRowKey = (event: KeyboardEvent<HTMLTableRowElement>, index: number, row: Row, toggle: () => void) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'ArrowDown' || event.key === 'j') focusRow(index + 1);
    else if (event.key === 'ArrowUp' || event.key === 'k') focusRow(index - 1);
    else if (event.key === 'Enter' && onOpen) onOpen(row);
    else if ((event.key === ' ' || event.key === 'x') && selectable) toggle();
    else return;
    event.preventDefault();
  };

  const sortedRows = table.getRowModel().rows;
  return (
    <div className={css.wrap}>
      <table className={css.table} aria-label={label}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {selectable && (
                <th className={css.headCell} scope="col">
                  <input
                    type="checkbox"
                    aria-label={t('table.select_all')}
                    checked={table.getIsAllRowsSelected()}
                    onChange={table.getToggleAllRowsSelectedHandler()}
                  />
                </th>
              )}
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                return (
                  <th
                    key={header.id}
                    className={css.headCell}
                    scope="col"
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  >
                    {header.column.getCanSort() ? (
                      <button type="button" className={css.sortButton} onClick={header.column.getToggleSortingHandler()}>
                        <table.FlexRender header={header} />
                        {sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}
                      </button>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody ref={body}>
          {sortedRows.length === 0 ? (
            <tr>
              <td className={css.empty} colSpan={columns.length + (selectable ? 1 : 0)}>
                {emptyText ?? t('table.empty')}
              </td>
            </tr>
          ) : (
            sortedRows.map((row, index) => (
              <tr
                key={row.id}
                data-row
                tabIndex={0}
                className={css.row}
                aria-selected={selectable ? row.getIsSelected() : undefined}
                onKeyDown={(event) => onRowKey(event, index, row.original, () => row.toggleSelected())}
                onClick={(event) => {
                  if (
                    onOpen &&
                    !(event.target instanceof HTMLInputElement || event.target instanceof HTMLButtonElement || event.target instanceof HTMLAnchorElement)
                  ) {
                    onOpen(row.original);
                  }
                }}
              >
                {selectable && (
                  <td className={css.cell}>
                    <input type="checkbox" aria-label={t('table.select_row')} checked={row.getIsSelected()} onChange={row.getToggleSelectedHandler()} />
                  </td>
                )}
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} className={css.cell}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
