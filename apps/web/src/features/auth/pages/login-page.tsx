import { placeholder } from '../../../app/placeholders';

export default placeholder({ title: 'Sign In', coming: 'This page is being built.' });
