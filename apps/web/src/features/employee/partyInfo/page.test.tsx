import { recordPageSuite } from '../records/record-page-test-kit';
import { Page } from './index';

recordPageSuite('partyInfo', Page);
