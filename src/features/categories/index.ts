/** The categories feature's public face: other features load the category list through it. */
export { fetchCategories } from './categoriesSlice';
export { CategoryFilter } from './CategoryFilter';
