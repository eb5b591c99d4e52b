// The Data Analytics window's own entry (data-analytics.html): an async boundary, so the shared React loads first.
void import('./bootstrap');
