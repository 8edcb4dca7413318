import { FailedPage } from './result-page';

export default FailedPage;
