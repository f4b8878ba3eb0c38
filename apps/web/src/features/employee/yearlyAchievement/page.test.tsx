import { recordPageSuite } from '../records/record-page-test-kit';
import { Page } from './index';

recordPageSuite('yearlyAchievement', Page);
