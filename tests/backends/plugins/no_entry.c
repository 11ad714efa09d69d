/* A shared library that is not an hlo-cts plugin: it exports no
 * hlo_cts_backend_get_api. */
int hlo_cts_not_the_entry_point(void) {
  return 1;
}
