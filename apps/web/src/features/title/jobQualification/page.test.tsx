import { recordPageSuite } from '../../employee/records/record-page-test-kit';
import { Page } from './index';

recordPageSuite('jobQualification', Page);
