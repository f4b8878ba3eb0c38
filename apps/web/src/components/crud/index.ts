export { DictTag } from './DictTag';
export { SearchForm } from './SearchForm';
export { TablePagination } from './TablePagination';
export { TableToolbar } from './TableToolbar';
export { confirmAction, hintOf, trimPathsInText, trimTrailingSlash, type ConfirmOptions } from './confirm';
export { PAGE_SIZES, DEFAULT_PAGE_SIZE, pageAfterSizeChange } from './pagination';
export { useTableQuery, toQueryParams, sortOf } from './useTableQuery';
