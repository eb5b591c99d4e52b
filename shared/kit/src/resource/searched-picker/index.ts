export { SEARCHED_PICKER_SIZE, searchResourceOptions, readResourceName, searchedPickerKey, type SearchedResource, type SearchedOptions } from './resource-search';
export { SearchedPicker, type SearchedPickerProps } from './SearchedPicker';
export { useSearchedPickerField, type SearchedPickerField } from './use-searched-picker-field';
