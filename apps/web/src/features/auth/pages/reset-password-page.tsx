import { placeholder } from '../../../app/placeholders';

export default placeholder({ title: 'Reset Password', coming: 'This page is being built.' });
