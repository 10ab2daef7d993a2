"""TRF: the Lark grammar, the reader, the writer and the domain model."""
