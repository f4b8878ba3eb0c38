export { ErrorResult, HOME_PATH, type ErrorAction, type ErrorResultProps } from './ErrorResult';
export { ForbiddenPage } from './ForbiddenPage';
export { NetworkErrorPage } from './NetworkErrorPage';
export { NoDataPage } from './NoDataPage';
export { NotFoundPage } from './NotFoundPage';
export { ServerErrorPage } from './ServerErrorPage';
