"""Rendering of an audit for people and programs: text tables (``text``) and JSON (``json``).

This package sits between the library (``verify``) and the command line (``cli``): the CLI
calls one library function and hands its result to a renderer here.
"""
